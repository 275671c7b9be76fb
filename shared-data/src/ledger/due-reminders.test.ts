import {
  channelBlocked,
  childDue,
  owingChildren,
  parentsOn,
  plannedReminders,
  REMINDER_SKIPS,
  smsCapReached,
  type Pupil,
} from './due-reminders';

/** NGN 100,000 this term, 60% by 15 January and the rest by 12 February, nothing paid. */
const pupil = (over: Partial<Pupil> = {}): Pupil => ({
  id: 'ada',
  familyId: null,
  fullname: 'Okafor Ada',
  className: 'Primary1',
  parentEmail: 'mum@example.com',
  phoneNo: '08031234567',
  broughtForwardKobo: 0,
  expectedKobo: 10_000_000,
  paidKobo: 0,
  planInstalments: [
    { dueOn: '2027-01-15', percent: 60 },
    { dueOn: '2027-02-12', percent: 40 },
  ],
  termOpenedAt: '2027-01-04T08:00:00.000Z',
  lateFeesDue: [],
  ...over,
});

describe('due reminders', () => {
  it('names a late fee among what is due, at once and outside the plan', () => {
    // NGN 5,000 charged on 22 January for the first instalment: the plan still splits NGN 100,000.
    const late = pupil({
      expectedKobo: 10_500_000,
      lateFeesDue: [{ dueOn: '2027-01-22', amountKobo: 500_000 }],
    });
    expect(childDue(late, '2027-01-15', '2027-01-29')).toMatchObject({
      dueKobo: 6_500_000,
      when: 'since',
      day: '2027-01-15',
    });
  });

  it('a reminder before a due date names what will be due on it; after, what is due since when', () => {
    const before = owingChildren([pupil({ paidKobo: 2_000_000 })], [-3, 7], '2027-01-12');
    expect(before.map(({ dueKobo, when, day }) => [dueKobo, when, day])).toEqual([
      [4_000_000, 'by', '2027-01-15'],
    ]);
    const after = owingChildren([pupil({ paidKobo: 2_000_000 })], [-3, 7], '2027-01-22');
    expect(after.map(({ dueKobo, when, day }) => [dueKobo, when, day])).toEqual([
      [4_000_000, 'since', '2027-01-15'],
    ]);
    expect(owingChildren([pupil()], [-3, 7], '2027-01-13')).toEqual([]);
  });

  it('a child paid up for the date is not named, though the date is one of the offsets', () => {
    expect(owingChildren([pupil({ paidKobo: 6_000_000 })], [0], '2027-01-15')).toEqual([]);
    expect(owingChildren([pupil({ paidKobo: 6_000_000 })], [0], '2027-02-12')).toHaveLength(1);
  });

  it('one parent is one address whatever its case, or one phone without one', () => {
    const parents = parentsOn(
      [
        pupil(),
        pupil({ id: 'chidi', parentEmail: ' MUM@example.com' }),
        pupil({ id: 'bola', parentEmail: '', phoneNo: '+234 803 765 4321' }),
        pupil({ id: 'tunde', parentEmail: '', phoneNo: '0803 765 4321' }),
      ],
      [0],
      '2027-01-15',
    );
    expect(parents.map((one) => [one.key, one.children.map((child) => child.id)])).toEqual([
      ['mum@example.com', ['ada', 'chidi']],
      ['tel:2348037654321', ['bola', 'tunde']],
    ]);
  });

  it('plans the next days reminders go, with how many parents owe then', () => {
    const pupils = [pupil(), pupil({ id: 'bola', parentEmail: 'dad@x.ng', paidKobo: 6_000_000 })];
    expect(plannedReminders(pupils, [-3, 0], '2027-01-13')).toEqual([
      { on: '2027-01-15', parents: 1 },
      { on: '2027-02-09', parents: 2 },
      { on: '2027-02-12', parents: 2 },
    ]);
  });

  it('says why a channel cannot carry a reminder', () => {
    const sms = { on: true, sentThisMonth: 0, cap: 5 };
    const parent = { email: '', phone: '08031234567' };
    expect(channelBlocked('email', parent, sms)).toBe(REMINDER_SKIPS.noEmail);
    expect(channelBlocked('sms', parent, sms)).toBeNull();
    expect(channelBlocked('sms', parent, { ...sms, on: false })).toBe(REMINDER_SKIPS.smsOff);
    expect(channelBlocked('sms', { ...parent, phone: '12' }, sms)).toBe(REMINDER_SKIPS.noPhone);
    expect(channelBlocked('sms', parent, { ...sms, sentThisMonth: 5 })).toBe(smsCapReached(5));
  });
});
