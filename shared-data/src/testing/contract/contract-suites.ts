// Every contract suite by what it covers: the guest's run takes them all in one file, so that it can
// tell which DataSource methods no case calls (docs/testing.md#the-contract-suite).
import { AUDIT_CASES } from './audit-contract';
import type { ContractCases } from './contract-schools';
import { FAMILIES_CASES } from './families-contract';
import { FAMILY_PAY_LINK_CASES } from './family-pay-link-contract';
import { LEDGER_CASES } from './ledger-contract';
import { PAY_LINK_CASES } from './pay-link-contract';
import { PLANS_CASES } from './plans-contract';
import { LATE_FEES_CASES } from './late-fees-contract';
import { RECORDS_CASES } from './records-contract';
import { REMINDERS_CASES } from './reminders-contract';
import { REPORTS_CASES } from './reports-contract';
import { ROLES_CASES } from './roles-contract';
import { SETTLEMENT_CASES } from './settlement-contract';
import { STAFF_CASES } from './staff-contract';
import { STUDENT_CHANGE_CASES } from './student-changes-contract';
import { TRANSFER_ACCOUNT_CASES } from './transfer-accounts-contract';

export const CONTRACT_SUITES: Record<string, ContractCases> = {
  'the audit log contract': AUDIT_CASES,
  'the families contract': FAMILIES_CASES,
  'the family pay link contract': FAMILY_PAY_LINK_CASES,
  'the fee ledger contract': LEDGER_CASES,
  'the payment plans contract': PLANS_CASES,
  'the reminders contract': REMINDERS_CASES,
  'the late fees contract': LATE_FEES_CASES,
  'the reports contract': REPORTS_CASES,
  'the contract of the settlement account': SETTLEMENT_CASES,
  'the staff contract': STAFF_CASES,
  'the contract of edits waiting for the owner': STUDENT_CHANGE_CASES,
  'the contract of transfer accounts': TRANSFER_ACCOUNT_CASES,
  'the contract of removals and refusals': RECORDS_CASES,
  'the student pay link contract': PAY_LINK_CASES,
  'the roles contract': ROLES_CASES,
};
