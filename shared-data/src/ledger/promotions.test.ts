import { defaultPromotions } from './promotions';

describe('defaultPromotions', () => {
  it('moves each preset class to the next one and the last class out of the school', () => {
    const rooms = [
      { _id: 'kg2', name: 'kg2' },
      { _id: 'n1', name: 'Nursery 1' },
      { _id: 'p5', name: 'primary5' },
      { _id: 'p6', name: 'Primary6' },
    ];
    expect(defaultPromotions('Primary', rooms)).toEqual({ kg2: 'n1', p5: 'p6', p6: null });
  });

  it('keeps a class whose next class the school lacks, or that is no preset', () => {
    const rooms = [
      { _id: 'jss1', name: 'Jss1' },
      { _id: 'gold', name: 'Gold Class' },
    ];
    expect(defaultPromotions('Secondary', rooms)).toEqual({});
  });

  it('runs through every level for a school of level Other', () => {
    const rooms = [
      { _id: 'p6', name: 'Primary6' },
      { _id: 'jss1', name: 'JSS1' },
    ];
    expect(defaultPromotions('Other', rooms)).toEqual({ p6: 'jss1' });
  });
});
