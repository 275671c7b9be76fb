/**
 * Where a column goes on a phone-sized screen, where a row is a block of lines: on its top line,
 * beside the others there (the default; a name, the amount); on a line of its own under them (a
 * class, a date, a figure after its column's name); or left out, so the rest show whole.
 */
export type PhonePlace = 'top' | 'below' | 'hidden';

export type StackedCell = {
  /** Numbers read better aligned to the end; on a phone's top line one takes at most 40%. */
  align?: 'start' | 'end';
  phone?: PhonePlace;
  /**
   * Written before a 'below' cell's value on a phone ('Brought forward: NGN 41,000'), where no
   * header stands over it; a class or a date that says what it is needs none.
   */
  label?: string;
};

/**
 * The attributes that place a cell, header or data, in a stacked table's phone layout. Give a
 * column's header and its cells the same, so the header row is laid out as the rows are.
 */
export function stackedCell({ align = 'start', phone = 'top', label }: StackedCell) {
  return {
    'data-align': align,
    'data-phone': phone,
    'data-label': phone === 'below' ? label : undefined,
  };
}
