import { describe, expect, it } from 'vitest';
import { backoffMs } from './lti-grades';
import { CLAIM, launchFacts, mapLtiRoles, targetOf } from './lti-claims';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

describe('LTI claims', () => {
  it('maps LTI roles as docs/product/integrations.md, "Launch" says', () => {
    expect(mapLtiRoles([`${LIS}membership#Learner`])).toEqual(['Learner']);
    expect(mapLtiRoles([`${LIS}membership#Instructor`])).toEqual(['Author']);
    expect(mapLtiRoles([`${LIS}institution/person#Administrator`])).toEqual(['Admin']);
    expect(mapLtiRoles([`${LIS}membership#Instructor`, `${LIS}membership#Learner`])).toEqual([
      'Author',
      'Learner',
    ]);
    expect(mapLtiRoles([`${LIS}membership#Mentor`])).toEqual(['Learner']);
    expect(mapLtiRoles([])).toEqual(['Learner']);
  });

  it('reads the linked resource from custom parameters first, then the target link URI', () => {
    expect(targetOf({ wilco_quiz: '12' }, 'https://wilco.test/lti/launch?scenario=x')).toEqual({
      kind: 'quiz',
      quiz_id: 12,
    });
    expect(targetOf({}, 'https://wilco.test/lti/launch?scenario=pattern-work')).toEqual({
      kind: 'scenario',
      deep_link: 'pattern-work',
    });
    expect(targetOf({ wilco_quiz: 'abc' }, 'not a url')).toBeNull();
    expect(targetOf({ wilco_scenario: '../../etc' }, undefined)).toBeNull();
    expect(targetOf(null, undefined)).toBeNull();
  });

  it('keeps what a launch needs from the id_token', () => {
    const facts = launchFacts({
      sub: 's1',
      given_name: 'Pat',
      family_name: 'Pilot',
      [CLAIM.roles]: [`${LIS}membership#Learner`],
      [CLAIM.context]: { id: 'c1', label: 'PPL' },
      [CLAIM.resourceLink]: { id: 'r1' },
      [CLAIM.ags]: { lineitem: 'https://lms.test/li/1', scope: ['s'] },
    });
    expect(facts).toMatchObject({
      sub: 's1',
      name: 'Pat Pilot',
      contextId: 'c1',
      contextTitle: 'PPL',
      resourceLinkId: 'r1',
      lineitemUrl: 'https://lms.test/li/1',
      agsScopes: ['s'],
      nrpsUrl: null,
      deepLinking: null,
    });
  });

  it('backs off from 5 s, doubling, to an hour at most', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});
