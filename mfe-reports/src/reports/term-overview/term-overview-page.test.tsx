import {
  collectionKey,
  feePercent,
  formatDay,
  formatMoney,
  formatPercent,
  queryClient,
  termLabel,
  termReportQueryOptions,
  useConfigStore,
} from '@fees/shared-data';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  sumNaira,
  type TermReport,
} from '@fees/shared-data/core';
import { renderScreen, switchToNewSchool } from '@fees/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { TermOverviewPage } from './term-overview-page';

/** The headline figures as the page shows them, each name beside its value. */
function shownFigures(region: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((name) => [name.textContent ?? '', name.nextElementSibling?.textContent ?? '']),
  );
}

/** The headline figures of a report, as the shared formatters write them. */
function figuresOf(report: TermReport): Record<string, string> {
  return {
    Billed: formatMoney(report.billed),
    Collected: formatMoney(report.collected),
    Outstanding: formatMoney(report.outstanding),
    Credit: formatMoney(report.credit),
    'Collection rate': formatPercent(feePercent(report.collected, report.billed)!),
  };
}

/** Each row of a table as its cells read, the header's first. */
function lines(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The by-class table of a report: a row per class in the report's order. */
function classLines(report: TermReport): string[][] {
  return [
    ['Class', 'Students', 'Billed', 'Collected', 'Outstanding', 'Collection rate'],
    ...report.byClass.map((room) => [
      room.name,
      String(room.students),
      formatMoney(room.billed),
      formatMoney(room.collected),
      formatMoney(room.outstanding),
      formatPercent(feePercent(room.collected, room.billed)!),
    ]),
  ];
}

/** The by-day table of a report, summed here from its `byDay` lines through sumNaira. */
function dayLines(report: TermReport): string[][] {
  const methods = PAYMENT_METHODS.filter((method) =>
    report.byDay.some((entry) => entry.method === method),
  );
  const days = [...new Set(report.byDay.map((entry) => entry.day))];
  return [
    [
      'Day',
      ...methods.map((method) => PAYMENT_METHOD_LABELS[method]),
      'Day total',
      'Running total',
    ],
    ...days.map((day) => {
      const ofDay = report.byDay.filter((entry) => entry.day === day);
      const upToDay = report.byDay.filter((entry) => entry.day <= day);
      return [
        formatDay(day),
        ...methods.map((method) => {
          const entry = ofDay.find((one) => one.method === method);
          return entry ? formatMoney(entry.amount) : '–';
        }),
        formatMoney(sumNaira(ofDay.map((entry) => entry.amount))),
        formatMoney(sumNaira(upToDay.map((entry) => entry.amount))),
      ];
    }),
  ];
}

async function openOverview(route = '/reports') {
  const view = await renderScreen(<TermOverviewPage />, { route });
  const terms = await view.source.listTerms(view.school!._id);
  return { ...view, first: terms[0]!, current: terms.at(-1)! };
}

describe('TermOverviewPage', () => {
  it("shows the current term's figures, then by class and by day, each chart with its table", async () => {
    const { source, school, current } = await openOverview();
    const report = await source.getTermReport(school!._id);
    const name = termLabel(current);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name });
    expect(shownFigures(region)).toEqual(figuresOf(report));
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveDisplayValue(`${name} (current)`);

    const classes = screen.getByRole('table', { name: `Fees by class, ${name}` });
    expect(lines(classes)).toEqual(classLines(report));
    const classChart = screen.getByRole('img', { name: /^Collected and outstanding by class: / });
    for (const room of report.byClass) {
      expect(classChart).toHaveAccessibleName(expect.stringContaining(`${room.name}: `));
    }

    const days = screen.getByRole('table', { name: `Collections by day, ${name}` });
    const shownDays = lines(days);
    expect(shownDays).toEqual(dayLines(report));
    // Every counted payment of the term is on some day: the last running total is the collected.
    expect(shownDays.at(-1)!.at(-1)).toBe(formatMoney(report.collected));
    expect(
      screen.getByRole('img', {
        name: new RegExp(
          `^Collections by day: ${formatMoney(report.collected)} in \\d+ days from `,
        ),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Running total (right-hand scale)')).toBeInTheDocument();
  });

  it('shows another term chosen in the Term select, keeps it in the address, and goes back', async () => {
    const { user, location, source, school, first, current } = await openOverview();
    await screen.findByRole('region', { name: termLabel(current) });
    const firstReport = await source.getTermReport(school!._id, { termId: first._id });
    const currentReport = await source.getTermReport(school!._id);
    expect(figuresOf(firstReport)).not.toEqual(figuresOf(currentReport));

    // At the demo's own pace, so the current term's figures are seen staying while the first's load.
    useConfigStore.getState().setConfig({ guestLatencyMs: 200 });
    const select = screen.getByRole('combobox', { name: 'Term' });
    await user.selectOptions(select, termLabel(first));
    expect(location().search).toBe(`?term=${first._id}`);
    expect(screen.getByRole('region', { name: termLabel(current) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const region = await screen.findByRole('region', { name: termLabel(first) });
    useConfigStore.getState().setConfig({ guestLatencyMs: 0 });
    expect(shownFigures(region)).toEqual(figuresOf(firstReport));
    expect(region).not.toHaveAttribute('aria-busy');
    expect(
      lines(screen.getByRole('table', { name: `Fees by class, ${termLabel(first)}` })),
    ).toEqual(classLines(firstReport));
    expect(
      lines(screen.getByRole('table', { name: `Collections by day, ${termLabel(first)}` })),
    ).toEqual(dayLines(firstReport));

    await user.selectOptions(select, `${termLabel(current)} (current)`);
    expect(location().search).toBe('');
    const back = await screen.findByRole('region', { name: termLabel(current) });
    expect(shownFigures(back)).toEqual(figuresOf(currentReport));
  });

  it('opens at the term a shared link names', async () => {
    const {
      source,
      school,
      arranged: first,
    } = await renderScreen(<TermOverviewPage />, {
      arrange: async ({ source: demo, school: demoSchool }) =>
        (await demo.listTerms(demoSchool!._id))[0]!,
      route: (term) => `/reports?term=${term._id}`,
    });
    const region = await screen.findByRole('region', { name: termLabel(first) });
    expect(shownFigures(region)).toEqual(
      figuresOf(await source.getTermReport(school!._id, { termId: first._id })),
    );
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveDisplayValue(termLabel(first));
  });

  it('says so, instead of empty charts, for a school with no classes and no payments yet', async () => {
    const { source, current } = await openOverview();
    await screen.findByRole('region', { name: termLabel(current) });
    const school = await switchToNewSchool(source, 'Greenfield Academy');
    const [term] = await source.listTerms(school._id);

    const region = await screen.findByRole('region', { name: termLabel(term!) });
    expect(await within(region).findByText('No classes in this term yet.')).toBeInTheDocument();
    expect(within(region).getByText('No payments counted in this term yet.')).toBeInTheDocument();
    expect(shownFigures(region)).toEqual({
      Billed: 'NGN 0',
      Collected: 'NGN 0',
      Outstanding: 'NGN 0',
      Credit: 'NGN 0',
      'Collection rate': '–',
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the term report fails to load, and shows it on Retry', async () => {
    const { user, source, school, current } = await openOverview();
    await screen.findByRole('region', { name: termLabel(current) });
    const key = collectionKey('payments');
    const saved = localStorage.getItem(key)!;
    localStorage.setItem(key, '{');
    await act(() =>
      queryClient.resetQueries({
        queryKey: termReportQueryOptions(school!._id, { termId: current._id }).queryKey,
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the term report.');
    localStorage.setItem(key, saved);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const region = await screen.findByRole('region', { name: termLabel(current) });
    expect(shownFigures(region)).toEqual(figuresOf(await source.getTermReport(school!._id)));
  });
});
