import catalogueRoutes from '../../../catalogue-mfe/routes.json';
import accountRoutes from '../../../account-mfe/routes.json';
import adminRoutes from '../../../admin-mfe/routes.json';
import { isRouteName } from './routeNames';

describe('the remotes’ page names in the shell’s catalogue', () => {
  it('lists every title and sidebar label the remotes publish', () => {
    const routes: { title: string; sidebar?: { label: string } }[] = [...catalogueRoutes.routes, ...accountRoutes.routes, ...adminRoutes.routes];
    const names = routes.flatMap((route) => [route.title, ...(route.sidebar ? [route.sidebar.label] : [])]);
    expect(names.filter((name) => !isRouteName(name))).toEqual([]);
  });
});
