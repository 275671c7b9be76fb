import { validateBody } from '../rules/validate-body';
import { planBodySchema, studentPlanBodySchema } from './plan-schemas';

const SESSION = '2026/2027';
const password = 'correct horse';
const plan = (...instalments: unknown[]) =>
  validateBody(planBodySchema(SESSION), { instalments, password });
const refusal = (result: object) => ('fields' in result ? result.fields : {});

describe('planBodySchema', () => {
  it('takes a plan whose percents add up to 100 on ascending days of the session', () => {
    const instalments = [
      { dueOn: '2026-09-01', percent: 60 },
      { dueOn: '2027-08-31', percent: 40 },
    ];
    expect(plan(...instalments)).toEqual({ value: { instalments, password } });
  });

  it.each([
    [[], 'Give at least one instalment'],
    [
      Array.from({ length: 13 }, (_, i) => ({ dueOn: `2027-0${(i % 9) + 1}-01`, percent: 1 })),
      'A plan has at most 12 instalments',
    ],
    [
      [{ dueOn: '2027-01-15' }],
      'Each instalment needs a due date (dueOn) and a percent, and nothing else',
    ],
    [
      [{ dueOn: '2027-01-15', percent: 100, note: 'x' }],
      'Each instalment needs a due date (dueOn) and a percent, and nothing else',
    ],
    [
      [{ dueOn: '2027-01-15', percent: '100' }],
      'Each instalment needs a due date (dueOn) and a percent, and nothing else',
    ],
    [
      [
        { dueOn: '2027-01-15', percent: 99.5 },
        { dueOn: '2027-02-15', percent: 0.5 },
      ],
      'Each percent must be a whole number of at least 1',
    ],
    [
      [
        { dueOn: '2027-01-15', percent: 100 },
        { dueOn: '2027-02-15', percent: 0 },
      ],
      'Each percent must be a whole number of at least 1',
    ],
    [
      [
        { dueOn: '2027-01-15', percent: 60 },
        { dueOn: '2027-02-15', percent: 30 },
      ],
      'The percents must add up to 100; these add up to 90',
    ],
    [
      [{ dueOn: '2027-02-30', percent: 100 }],
      'Each due date must be a real day, written like 2027-01-15',
    ],
    [
      [{ dueOn: '15/01/2027', percent: 100 }],
      'Each due date must be a real day, written like 2027-01-15',
    ],
    [
      [
        { dueOn: '2027-02-15', percent: 50 },
        { dueOn: '2027-02-15', percent: 50 },
      ],
      'Each due date must come after the one before it',
    ],
    [
      [
        { dueOn: '2027-03-15', percent: 50 },
        { dueOn: '2027-02-15', percent: 50 },
      ],
      'Each due date must come after the one before it',
    ],
    [
      [{ dueOn: '2026-08-31', percent: 100 }],
      'Due dates must fall within the 2026/2027 session, 01-09-2026 to 31-08-2027',
    ],
    [
      [{ dueOn: '2027-09-01', percent: 100 }],
      'Due dates must fall within the 2026/2027 session, 01-09-2026 to 31-08-2027',
    ],
  ])('refuses %j on instalments', (instalments, message) => {
    expect(refusal(plan(...(instalments as unknown[])))).toEqual({ instalments: message });
  });

  it('refuses a plan that is missing, null or no list', () => {
    const schema = planBodySchema(SESSION);
    expect(refusal(validateBody(schema, { password }))).toEqual({
      instalments: 'Instalments are required',
    });
    expect(refusal(validateBody(schema, { instalments: null, password }))).toEqual({
      instalments: 'Instalments are required',
    });
    expect(refusal(validateBody(schema, { instalments: 'monthly', password }))).toEqual({
      instalments: 'Instalments must be a list of due dates and percents',
    });
  });

  it('asks for the admin password', () => {
    const result = validateBody(planBodySchema(SESSION), {
      instalments: [{ dueOn: '2027-01-15', percent: 100 }],
    });
    expect(refusal(result)).toEqual({ password: 'Password is required.' });
  });
});

describe('studentPlanBodySchema', () => {
  it('takes null, to follow the school plan again, and refuses a missing plan', () => {
    const schema = studentPlanBodySchema(SESSION);
    expect(validateBody(schema, { instalments: null, password })).toEqual({
      value: { instalments: null, password },
    });
    expect(refusal(validateBody(schema, { password }))).toEqual({
      instalments: 'Instalments are required',
    });
    expect(refusal(validateBody(schema, { instalments: [], password }))).toEqual({
      instalments: 'Give at least one instalment',
    });
  });
});
