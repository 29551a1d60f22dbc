import { ROLE } from '@wilco/shared';
import type { LtiTarget } from '../../db/schema';

/** Claim names of IMS LTI Core 1.3 and its services. */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingContentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const MESSAGE = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinkingRequest: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

export const AGS_SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

/** The last segment of an LTI role URI: `…/membership#Instructor` → `Instructor`. */
const roleName = (uri: string) => uri.split(/[#/]/).pop() ?? uri;

/**
 * docs/product/integrations.md, "Launch": Learner → Learner, Instructor → Author,
 * Administrator → Admin; anything else launches as a learner.
 */
export function mapLtiRoles(ltiRoles: readonly string[]): string[] {
  const names = new Set(ltiRoles.map(roleName));
  const roles: string[] = [];
  if (names.has('Administrator') || names.has('SysAdmin')) roles.push(ROLE.Admin);
  if (names.has('Instructor') || names.has('ContentDeveloper') || names.has('TeachingAssistant'))
    roles.push(ROLE.Author);
  if (roles.length === 0 || names.has('Learner')) roles.push(ROLE.Learner);
  return roles;
}

/**
 * What a resource link opens, from its custom parameters (`wilco_quiz`, `wilco_scenario`, which
 * deep linking writes) or the target link URI's query (`?quiz=`, `?scenario=`).
 */
export function targetOf(custom: unknown, targetLinkUri: unknown): LtiTarget | null {
  const params: Record<string, string> = {};
  if (typeof targetLinkUri === 'string') {
    try {
      for (const [k, v] of new URL(targetLinkUri).searchParams) params[k] = v;
    } catch {
      // Not a URL: nothing to read from it.
    }
  }
  if (custom && typeof custom === 'object') {
    for (const [k, v] of Object.entries(custom))
      if (typeof v === 'string' || typeof v === 'number') params[k] = String(v);
  }
  const quiz = Number(params.wilco_quiz ?? params.quiz);
  if (Number.isInteger(quiz) && quiz > 0) return { kind: 'quiz', quiz_id: quiz };
  const scenario = params.wilco_scenario ?? params.scenario;
  if (scenario && /^[\w-]{1,200}$/.test(scenario)) return { kind: 'scenario', deep_link: scenario };
  return null;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** The parts of a verified id_token a launch keeps. */
export function launchFacts(payload: Record<string, unknown>) {
  const ags = record(payload[CLAIM.ags]);
  const nrps = record(payload[CLAIM.nrps]);
  const context = record(payload[CLAIM.context]);
  const link = record(payload[CLAIM.resourceLink]);
  const roles = Array.isArray(payload[CLAIM.roles]) ? (payload[CLAIM.roles] as unknown[]).map(String) : [];
  const settings = payload[CLAIM.deepLinkingSettings];
  return {
    sub: str(payload.sub),
    email: str(payload.email),
    name:
      str(payload.name) ??
      ([str(payload.given_name), str(payload.family_name)].filter(Boolean).join(' ') || null),
    givenName: str(payload.given_name),
    familyName: str(payload.family_name),
    roles,
    contextId: str(context.id),
    contextTitle: str(context.title) ?? str(context.label),
    resourceLinkId: str(link.id),
    lineitemUrl: str(ags.lineitem),
    agsScopes: Array.isArray(ags.scope) ? ags.scope.map(String) : [],
    nrpsUrl: str(nrps.context_memberships_url),
    deepLinking: settings && typeof settings === 'object' ? record(settings) : null,
    target: targetOf(payload[CLAIM.custom], payload[CLAIM.targetLinkUri]),
  };
}
export type LaunchFacts = ReturnType<typeof launchFacts>;
