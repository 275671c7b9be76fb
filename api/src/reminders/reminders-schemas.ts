import {
  reminderLogRecord,
  reminderRunRecord,
  reminderScheduleBodySchema,
  reminderScheduleRecord,
  smsCapBodySchema,
} from '@fees/shared-data/core';
import { array } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { sessionRouteSchemas } from '../http/route-schemas';

const routes = sessionRouteSchemas('reminders', 'School');
const schedule = { 200: jsonSchemaOf(reminderScheduleRecord) };

export const getScheduleSchema = {
  ...routes.described(
    "The school's reminder schedule: the days from each due date reminders go, the channels, the " +
      "SMS cap, whether SMS is on, this month's SMS and their cost, and the next days reminders go " +
      'with how many parents',
  ),
  params: routes.params,
  response: schedule,
};

export const setScheduleSchema = {
  ...routes.described(
    'Set when reminders send themselves (owner; needs the password): offsets in days from each ' +
      'due date (e.g. [-3, 0, 7]; [] turns them off) and channels, email and/or sms',
  ),
  params: routes.params,
  body: reminderScheduleBodySchema(),
  response: schedule,
};

export const setSmsCapSchema = {
  ...routes.described(
    "Set how many SMS the school's reminders may send a month (owner; needs the password)",
  ),
  params: routes.params,
  body: smsCapBodySchema(),
  response: schedule,
};

export const logSchema = {
  ...routes.described(
    "The school's reminder log, newest first: one line per reminder on one channel to one parent",
  ),
  params: routes.params,
  response: { 200: jsonSchemaOf(array(reminderLogRecord).defined()) },
};

export const runSchema = {
  ...routes.described(
    "Run the school's jobs of today at once (owner): late fees, then due reminders; answers how " +
      'many reminders went and how many were skipped',
  ),
  params: routes.params,
  response: { 200: jsonSchemaOf(reminderRunRecord) },
};
