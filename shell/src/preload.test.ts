import { routeTable } from './routes/route-table';
import { remotesForPath } from './preload';
import { remoteOf } from '@site/ui';

describe('remotesForPath', () => {
  it('agrees with the route table for every route', () => {
    for (const route of routeTable) {
      const example = route.path.replace(/:[a-zA-Z]+/g, 'example');
      expect([example, remotesForPath(example)[0]]).toEqual([example, remoteOf(route.module)]);
    }
  });

  it('hints both remotes of the home page and none for unknown paths', () => {
    expect(remotesForPath('/')).toEqual(['marketing', 'academy']);
    expect(remotesForPath('/no-such-page')).toEqual([]);
    expect(remotesForPath('/student')).toEqual([]);
  });
});
