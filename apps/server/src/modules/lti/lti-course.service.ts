import type { LtiDeepLinkChoices, LtiRoster, LtiTargetDto } from '@wilco/shared';
import { ROLE } from '@wilco/shared';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import { CLAIM, MESSAGE } from './lti-claims';
import type { LtiCourseRepository } from './lti-course.repository';
import type { LtiKeys } from './lti-keys';
import { isHttpUrl, type PlatformClient } from './lti-platform-client';
import type { LaunchRow, LtiRepository } from './lti.repository';

const LAUNCH_NOT_FOUND = 'LTI launch not found';
const isStaff = (auth: AuthContext) => auth.roles.includes(ROLE.Author) || auth.roles.includes(ROLE.Admin);

/**
 * Deep linking and the roster (docs/product/integrations.md, "Deep linking" and "Roster"): both
 * act for a launch of the signed-in instructor, never for someone else's.
 */
export function createLtiCourseService(deps: {
  repo: LtiRepository;
  course: LtiCourseRepository;
  keys: LtiKeys;
  client: PlatformClient;
}) {
  const { repo, course, keys, client } = deps;

  async function ownLaunch(auth: AuthContext, launchId: number): Promise<LaunchRow> {
    const launch = await repo.launchOf(auth.userId, launchId);
    if (!launch) throw notFound(LAUNCH_NOT_FOUND, LAUNCH_NOT_FOUND);
    return launch;
  }

  async function deepLinkLaunch(auth: AuthContext, launchId: number) {
    if (!isStaff(auth)) throw forbidden('Only instructors add Wilco activities to a course');
    const launch = await ownLaunch(auth, launchId);
    if (launch.message_type !== MESSAGE.deepLinkingRequest || !launch.deep_linking)
      throw badRequest('This launch is not a deep-linking request');
    return launch;
  }

  return {
    async choices(auth: AuthContext, launchId: number): Promise<LtiDeepLinkChoices> {
      await deepLinkLaunch(auth, launchId);
      const [quizzes, scenarios] = await Promise.all([
        course.quizzes(auth.tenantId),
        course.scenarios(auth.tenantId),
      ]);
      return { quizzes, scenarios };
    },

    /** The signed LtiDeepLinkingResponse the browser posts back to the platform. */
    async deepLink(auth: AuthContext, launchId: number, items: LtiTargetDto[], launchUrl: string) {
      const launch = await deepLinkLaunch(auth, launchId);
      const settings = launch.deep_linking!;
      const returnUrl = settings.deep_link_return_url;
      if (typeof returnUrl !== 'string') throw badRequest('The platform sent no deep_link_return_url');
      // The browser is sent there with the signed answer: an http(s) address only, like every
      // other platform address (docs/product/integrations.md, "Platforms").
      if (!isHttpUrl(returnUrl))
        throw badRequest('The platform sent a deep_link_return_url that is not http(s)');
      const accepts = Array.isArray(settings.accept_types)
        ? settings.accept_types.map(String)
        : ['ltiResourceLink'];
      if (!accepts.includes('ltiResourceLink'))
        throw badRequest('The platform does not accept resource links here');
      if (settings.accept_multiple === false && items.length > 1)
        throw badRequest('The platform accepts one activity here');
      const { quizzes, scenarios } = await this.choices(auth, launchId);
      const contentItems = items.map((item) => {
        const found =
          item.kind === 'quiz'
            ? quizzes.find((q) => q.quiz_id === item.quiz_id)
            : scenarios.find((s) => s.deep_link === item.deep_link);
        if (!found) throw notFound(`No such ${item.kind} in your organisation`, 'Not found');
        const custom =
          item.kind === 'quiz' ? { wilco_quiz: String(item.quiz_id) } : { wilco_scenario: item.deep_link };
        const resourceId = item.kind === 'quiz' ? `quiz:${item.quiz_id}` : `scenario:${item.deep_link}`;
        return {
          type: 'ltiResourceLink',
          title: found.name,
          url: launchUrl,
          custom,
          lineItem: { scoreMaximum: 1, label: found.name, resourceId },
        };
      });
      const platform = await repo.platformById(launch.platform_id);
      if (!platform) throw notFound(LAUNCH_NOT_FOUND, LAUNCH_NOT_FOUND);
      const jwt = await keys.sign({
        iss: platform.client_id,
        aud: platform.issuer,
        nonce: crypto.randomUUID(),
        [CLAIM.deploymentId]: launch.deployment_id,
        [CLAIM.messageType]: MESSAGE.deepLinkingResponse,
        [CLAIM.version]: '1.3.0',
        [CLAIM.deepLinkingContentItems]: contentItems,
        ...(settings.data !== undefined ? { [CLAIM.deepLinkingData]: settings.data } : {}),
      });
      return { return_url: returnUrl, jwt };
    },

    /** The course's members from NRPS, each with their Wilco progress when they have launched. */
    async roster(auth: AuthContext, launchId: number): Promise<LtiRoster> {
      if (!isStaff(auth)) throw forbidden('Only instructors see the course roster');
      const launch = await ownLaunch(auth, launchId);
      if (!launch.nrps_url) throw badRequest('The platform offers no roster for this course');
      const platform = await repo.platformById(launch.platform_id);
      if (!platform) throw notFound(LAUNCH_NOT_FOUND, LAUNCH_NOT_FOUND);
      const members = await client.members(platform, launch.nrps_url);
      const links = await repo.usersBySub(
        platform.platform_id,
        members.map((m) => m.user_id),
      );
      const userOf = new Map(links.map((l) => [l.sub, l.user_id]));
      const progress = await course.progress(
        auth.tenantId,
        links.map((l) => l.user_id),
      );
      return {
        context_title: launch.context_title,
        members: members.map((m) => {
          const userId = userOf.get(m.user_id) ?? null;
          const quiz = progress.quizzes.find((q) => q.user_id === userId);
          const sims = progress.sims.find((s) => s.user_id === userId);
          return {
            name: m.name ?? m.user_id,
            email: m.email ?? null,
            roles: (m.roles ?? []).map((r) => r.split(/[#/]/).pop() ?? r),
            status: m.status ?? 'Active',
            user_id: userId,
            quizzes_completed: Number(quiz?.n ?? 0),
            average_score: quiz?.mean == null ? null : Number(quiz.mean),
            simulations_completed: Number(sims?.n ?? 0),
          };
        }),
      };
    },
  };
}
export type LtiCourseService = ReturnType<typeof createLtiCourseService>;
