import { describe, expect, it } from 'vitest';
import { toSidebarItems } from './get-user-routes';

describe('toSidebarItems', () => {
  it('drops the first entry of the server list (spec 01 §3.6)', () => {
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
