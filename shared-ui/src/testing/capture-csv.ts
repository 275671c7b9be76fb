/// <reference types="jest" />
import { waitFor } from '@testing-library/react';

/**
 * Tests only: catches the CSV a page downloads through `downloadCsv`. `names` are the files' names
 * as the browser would save them, `lines()` reads the first back, header first; `restore()` puts
 * the anchor's click back.
 */
export function captureCsv() {
  // jsdom has no object URLs or downloads; these stand in for the browser's own.
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:csv-${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    lines: async () => {
      await waitFor(() => expect(blobs).toHaveLength(1));
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blobs[0]!);
      });
      return text.replace(/^\uFEFF/, '').split('\r\n');
    },
    restore: () => click.mockRestore(),
  };
}
