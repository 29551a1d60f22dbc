import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLtiCourseRepository } from './lti-course.repository';
import { createLtiCourseService, type LtiCourseService } from './lti-course.service';
import { createLtiGrades, type LtiGrades } from './lti-grades';
import { createLtiKeys, type LtiKeys } from './lti-keys';
import { createLtiLaunchService, type LtiLaunchService } from './lti-launch.service';
import { createPlatformClient } from './lti-platform-client';
import { createLtiRepository, type LtiRepository } from './lti.repository';

export type Lti = {
  repo: LtiRepository;
  keys: LtiKeys;
  launches: LtiLaunchService;
  grades: LtiGrades;
  course: LtiCourseService;
  /** Origins that may frame /widget: the registered platforms' plus FRAME_ANCESTORS. */
  frameAncestors(): Promise<string[]>;
  forgetFrameAncestors(): void;
  /** Resolves when the scores queued by completions so far are written (and a send tried). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lti: Lti;
  }
}

const FRAME_ANCESTORS_TTL_MS = 60_000;
const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** `/widget` and anything under it: the only page a platform may frame. */
export const isWidgetPath = (url: string) => /^\/widget(?:[/?#]|$)/i.test(url);

/**
 * The LTI 1.3 tool (docs/product/integrations.md, "LTI 1.3"): its keys, launches, deep linking,
 * roster and the grade outbox fed by the domain events of completed attempts.
 */
export const ltiPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createLtiRepository(app.db, app.events);
    const keys = createLtiKeys(app.db, app.accountSecurity.box);
    const client = createPlatformClient(keys);
    const grades = createLtiGrades({ repo, client, log: app.log });
    const launches = createLtiLaunchService({ repo, envPlatforms: app.config.lti.platforms });
    const course = createLtiCourseService({ repo, course: createLtiCourseRepository(app.db), keys, client });

    let ancestors: { at: number; list: Promise<string[]> } | null = null;
    const frameAncestors = () => {
      if (!ancestors || Date.now() - ancestors.at > FRAME_ANCESTORS_TTL_MS) {
        const list = repo.allPlatforms().then((platforms) => {
          const set = new Set(app.config.frameAncestors);
          for (const p of platforms)
            for (const o of [origin(p.issuer), origin(p.auth_login_url)]) if (o) set.add(o);
          for (const p of app.config.lti.platforms)
            for (const o of [origin(p.issuer), origin(p.auth_login_url)]) if (o) set.add(o);
          return [...set];
        });
        ancestors = { at: Date.now(), list };
        list.catch(() => (ancestors = null));
      }
      return ancestors.list;
    };
    const inflight = new Set<Promise<void>>();
    const queue = (work: Promise<boolean>) => {
      const done = work
        .then((queued) => (queued ? grades.flush() : undefined))
        .catch((err: unknown) => app.log.warn({ err }, 'LTI score could not be queued'))
        .finally(() => inflight.delete(done));
      inflight.add(done);
    };
    const settled = async () => {
      await Promise.all([...inflight]);
    };
    app.decorate('lti', {
      repo,
      keys,
      launches,
      grades,
      course,
      frameAncestors,
      forgetFrameAncestors: () => (ancestors = null),
      settled,
    });

    // docs/product/integrations.md, "In a frame": pages refuse framing except /widget, which
    // registered platforms (and FRAME_ANCESTORS) may frame, and whose deep-linking answer is a
    // form posted to the platform.
    app.addHook('onSend', async (request, reply, payload) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp !== 'string') return payload;
      if (!isWidgetPath(request.url)) {
        reply.header(
          'content-security-policy',
          csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"),
        );
        return payload;
      }
      const origins = await frameAncestors();
      const posts = ["'self'", ...origins.filter((o) => o !== "'self'" && /^https?:/.test(o))];
      reply.header(
        'content-security-policy',
        csp
          .replace(/frame-ancestors [^;]*/, `frame-ancestors ${origins.join(' ')}`)
          .replace(/form-action [^;]*/, `form-action ${posts.join(' ')}`),
      );
      return payload;
    });

    // Completions of linked activities owe the platform a score (docs/product/integrations.md, "Grades").
    app.events.on('attempt.completed', ({ userId, quizAttemptId }) =>
      queue(grades.quizCompleted(userId, quizAttemptId)),
    );
    app.events.on('simulation.completed', ({ userId, simId }) =>
      queue(grades.simulationCompleted(userId, simId)),
    );

    const timer = setInterval(() => void grades.flush(), app.config.lti.retryIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await settled();
    });
  },
  { name: 'lti', dependencies: ['events'] },
);
