import { describe, expect, it } from 'vitest';
import { toSidebarItems, withSimulationItem } from './get-user-routes';

describe('toSidebarItems', () => {
  it('drops the first entry of the server list (docs/product/shell-and-accounts.md, "Sidebar items")', () => {
    const items = toSidebarItems({
      css: null,
      logo: null,
      announcement: { text: null },
      routes: [
        { to: '/', title: 'Root', icon: 'home' },
        { to: '/Home', title: 'Home', icon: 'home' },
        { to: '/Quizzes', title: 'Featured Quizzes', icon: '' },
      ],
    });
    expect(items).toEqual([
      { to: '/Home', title: 'Home', icon: 'home' },
      { to: '/Quizzes', title: 'Featured Quizzes', icon: null },
    ]);
  });
});

describe('withSimulationItem', () => {
  it('adds the Simulation entry once', () => {
    const home = { to: '/Home', title: 'Home', icon: 'home' };
    expect(withSimulationItem([home])).toEqual([
      home,
      { to: '/Simulation', title: 'Simulation', icon: 'simulation' },
    ]);
    const own = { to: '/simulation', title: 'Sims', icon: null };
    expect(withSimulationItem([home, own])).toEqual([home, own]);
  });
});
