import { downloadCsv } from './download-csv';

describe('downloadCsv', () => {
  it('offers the text as a UTF-8 CSV file with a byte-order mark, under the given name', async () => {
    // jsdom has no object URLs; these stand in for the browser's own.
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:students';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });

    downloadCsv('students.csv', 'Name\r\nỌlá');

    expect(clicked).toEqual([{ download: 'students.csv', href: 'blob:students' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nỌlá');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
