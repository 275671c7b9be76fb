import { paymentPlanRecord, planBodySchema, studentPlanBodySchema } from '@fees/shared-data/core';
import { jsonSchemaOf } from '../http/json-schema';
import { sessionRouteSchemas } from '../http/route-schemas';

const plan = { 200: jsonSchemaOf(paymentPlanRecord) };
const schools = sessionRouteSchemas('plans', 'School');
const students = sessionRouteSchemas('plans', 'Student');

export const getSchoolPlanSchema = {
  ...schools.described(
    "The school's payment plan for its current term: the one its owner set, else one instalment " +
      'of 100% due the day the term opened',
  ),
  params: schools.params,
  response: plan,
};

// The dates' window depends on the term, so the route checks it once it has read the term.
export const setSchoolPlanSchema = {
  ...schools.described(
    "Set the school's payment plan for its current term (owner; needs the password): 1 to 12 " +
      "instalments, whole percents adding up to 100, dates ascending within the term's session",
  ),
  params: schools.params,
  body: planBodySchema(),
  response: plan,
};

export const getStudentPlanSchema = {
  ...students.described(
    "The payment plan that applies to a student in the current term: their own, else the school's",
  ),
  params: students.params,
  response: plan,
};

export const setStudentPlanSchema = {
  ...students.described(
    'Give a student a payment plan of their own for the current term (owner; needs the ' +
      "password), or `instalments: null` to follow the school's again; answers the plan that " +
      'now applies to them',
  ),
  params: students.params,
  body: studentPlanBodySchema(),
  response: plan,
};
