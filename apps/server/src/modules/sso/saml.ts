import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { SamlProvider } from './sso-config';
import type { SsoRepository } from './sso.repository';

const REQUEST_SECONDS = 10 * 60;
const CLOCK_SKEW_MS = 2 * 60_000;
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';

/** Why a SAML response was refused, in words a user can pass on to their administrator. */
export class SamlError extends Error {}

export type SamlAddresses = { acsUrl: string; entityId: string };

function explain(err: unknown): SamlError {
  const raw = err instanceof Error ? err.message : String(err);
  if (/InResponseTo/i.test(raw))
    return new SamlError('This SAML response does not answer a sign-in started here, or it was already used');
  if (/expired|NotBefore|NotOnOrAfter|clock|No valid subject confirmation/i.test(raw))
    return new SamlError('The SAML assertion has expired');
  if (/audience/i.test(raw))
    return new SamlError('The SAML assertion was issued for another service (wrong audience)');
  if (/signature|signed|cert/i.test(raw))
    return new SamlError("The SAML response is not signed by the tenant's identity provider");
  return new SamlError(`The SAML response was refused: ${raw}`);
}

/**
 * Request ids live in the database, scoped to the tenant, so any server process can take the
 * answer and each id is good for one response (node-saml deletes it once it is used). Each id
 * also remembers the browser that asked (a hash of its binding cookie): a response posted from
 * another browser answers nothing, so nobody can sign someone else in to their own account.
 */
function requestCache(repo: SsoRepository, tenantId: number, binding: string): CacheProvider {
  const key = (id: string) => `${tenantId}:${id}`;
  return {
    async saveAsync(id, value) {
      await repo.putRequest({
        kind: 'saml',
        key_hash: key(id),
        tenant_id: tenantId,
        data: { value, binding },
        expires_at: new Date(Date.now() + REQUEST_SECONDS * 1000),
      });
      return { value, createdAt: Date.now() };
    },
    async getAsync(id) {
      const row = await repo.peekRequest('saml', key(id));
      if (!row || row.data.binding !== binding) return null;
      return typeof row.data.value === 'string' ? row.data.value : null;
    },
    async removeAsync(id) {
      if (!id) return null;
      // Another browser's failed post must not use up this browser's sign-in.
      if ((await repo.peekRequest('saml', key(id)))?.data.binding !== binding) return null;
      const row = await repo.takeRequest('saml', key(id));
      return typeof row?.data.value === 'string' ? row.data.value : null;
    },
  };
}

/** docs/product/administration.md, "Single sign-on": the SAML service provider, by `@node-saml/node-saml`. */
export function createSamlSp(repo: SsoRepository, addresses: SamlAddresses) {
  /** `binding`: the hash of the browser's binding cookie (empty when there is none). */
  function sp(p: SamlProvider | null, binding = '') {
    return new SAML({
      callbackUrl: addresses.acsUrl,
      issuer: addresses.entityId,
      audience: addresses.entityId,
      idpCert: p?.idp.certs ?? 'unused',
      idpIssuer: p?.idp.entityId,
      entryPoint: p?.idp.ssoUrl,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_SECONDS * 1000,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      cacheProvider: p ? requestCache(repo, p.tenantId, binding) : undefined,
    });
  }

  /** node-saml checks signature, audience, InResponseTo and time; the recipient is checked here. */
  function checkRecipient(profile: Profile) {
    const xml = profile.getSamlResponseXml?.();
    if (!xml) return;
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const destination = doc.getElementsByTagNameNS(PROTOCOL, 'Response')[0]?.getAttribute('Destination');
    if (destination && destination !== addresses.acsUrl)
      throw new SamlError('The SAML response was sent to another address (wrong destination)');
    const confirmations = Array.from(doc.getElementsByTagNameNS(ASSERTION, 'SubjectConfirmationData'));
    if (confirmations.some((c) => c.getAttribute('Recipient') !== addresses.acsUrl))
      throw new SamlError('The SAML assertion names another recipient');
  }

  return {
    /** The IdP address that starts a sign-in; RelayState carries the tenant back to the ACS. */
    loginUrl: (p: SamlProvider, binding: string) =>
      sp(p, binding).getAuthorizeUrlAsync(p.tenantCode, undefined, {}),

    async finish(p: SamlProvider, body: Record<string, string>, binding: string): Promise<Profile> {
      let profile: Profile | null;
      try {
        ({ profile } = await sp(p, binding).validatePostResponseAsync(body));
      } catch (err) {
        throw explain(err);
      }
      if (!profile) throw new SamlError('The SAML response carries no assertion');
      checkRecipient(profile);
      return profile;
    },

    metadata: () => sp(null).generateServiceProviderMetadata(null, null),
  };
}
export type SamlSp = ReturnType<typeof createSamlSp>;
