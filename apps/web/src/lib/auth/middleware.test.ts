import { describe, expect, it } from 'vitest';
import { UnknownMiddlewareError, resolveMiddleware, runMiddlewares } from './middleware';

const guest = { isAuthenticated: false, roles: [] };
const learner = { isAuthenticated: true, roles: ['Learner'] };
const admin = { isAuthenticated: true, roles: ['Admin'] };
const author = { isAuthenticated: true, roles: ['Author'] };

describe('resolveMiddleware', () => {
  it('auth sends visitors without a token to the login page and lets signed-in users through', () => {
    const auth = resolveMiddleware('auth');
    expect(auth(guest)).toBe('/');
    expect(auth(learner)).toBeNull();
  });

  it('guest sends signed-in users to /Home and lets visitors see the login page', () => {
    const guard = resolveMiddleware('guest');
    expect(guard(learner)).toBe('/Home');
    expect(guard(guest)).toBeNull();
  });

  it('admin lets only users with the Admin role through', () => {
    const guard = resolveMiddleware('admin');
    expect(guard(admin)).toBeNull();
    expect(guard(learner)).toBe('/Home');
    expect(guard(guest)).toBe('/');
  });

  it('author lets authors and admins through, and sends learners home', () => {
    const guard = resolveMiddleware('author');
    expect(guard(author)).toBeNull();
    expect(guard(admin)).toBeNull();
    expect(guard(learner)).toBe('/Home');
    expect(guard(guest)).toBe('/');
    expect(resolveMiddleware('admin')(author)).toBe('/Home');
  });

  it('throws a 500 "Unknown middleware {name}" for a name it does not know', () => {
    expect(() => resolveMiddleware('superuser')).toThrow('Unknown middleware superuser');
    try {
      resolveMiddleware('superuser');
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownMiddlewareError);
      expect((error as UnknownMiddlewareError).status).toBe(500);
    }
  });

  it('does not treat Object.prototype members as middleware', () => {
    expect(() => resolveMiddleware('toString')).toThrow('Unknown middleware toString');
  });
});

describe('runMiddlewares', () => {
  it('returns the first redirect in order', () => {
    expect(runMiddlewares(['auth', 'admin'], guest)).toBe('/');
    expect(runMiddlewares(['auth', 'admin'], learner)).toBe('/Home');
    expect(runMiddlewares(['auth', 'admin'], admin)).toBeNull();
  });

  it('rejects an unknown name even when an earlier guard would redirect', () => {
    expect(() => runMiddlewares(['auth', 'nope'], guest)).toThrow('Unknown middleware nope');
  });
});
