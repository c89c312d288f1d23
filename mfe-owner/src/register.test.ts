import { routesWithoutTitle } from '@hfl/shared-ui/testing';
import registration from './register';

describe('owner remote registration', () => {
  it('when any back-office page opens, then the document has its own title in both languages', async () => {
    expect(await routesWithoutTitle(registration)).toEqual([]);
  });
});
