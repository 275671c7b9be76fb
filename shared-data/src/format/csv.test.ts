import { parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, keeps non-ASCII names, and reads them back', async () => {
    const text = await toCsv(
      ['Name', 'Class', 'Fees paid'],
      [
        ['Ọlá, Adébáyọ̀', 'Primary 1', 25000],
        ['O"Neil Chidi', 'line\nbreak', 0],
      ],
    );
    expect(text).toBe(
      'Name,Class,Fees paid\r\n"Ọlá, Adébáyọ̀",Primary 1,25000\r\n"O""Neil Chidi","line\nbreak",0',
    );
    const parsed = await parseCsv(text);
    expect(parsed.header).toEqual(['Name', 'Class', 'Fees paid']);
    expect(parsed.rows).toEqual([
      { Name: 'Ọlá, Adébáyọ̀', Class: 'Primary 1', 'Fees paid': '25000' },
      { Name: 'O"Neil Chidi', Class: 'line\nbreak', 'Fees paid': '0' },
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('writes formula-like cells so a spreadsheet shows them as text, and reads them back', async () => {
    const text = await toCsv(['Name', 'Phone'], [['=HYPERLINK("x")', '+2348031234567']]);
    expect(text).toBe('Name,Phone\r\n"\'=HYPERLINK(""x"")","\'+2348031234567"');
    const parsed = await parseCsv(text);
    expect(parsed.rows).toEqual([{ Name: '=HYPERLINK("x")', Phone: '+2348031234567' }]);
  });

  it('skips a byte-order mark, blank lines and spaces around header names', async () => {
    const parsed = await parseCsv('\uFEFF Name , Class\r\nAda Obi,KG1\r\n\r\n');
    expect(parsed.header).toEqual(['Name', 'Class']);
    expect(parsed.rows).toEqual([{ Name: 'Ada Obi', Class: 'KG1' }]);
  });

  it('reports a quote that is never closed', async () => {
    const parsed = await parseCsv('Name,Class\n"Ada Obi,KG1\n');
    expect(parsed.problems.length).toBeGreaterThan(0);
  });
});
