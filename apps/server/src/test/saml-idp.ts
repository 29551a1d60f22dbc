import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';

// The IdP side builds responses; checking XML schemas is the SP's concern, not this test peer's.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** A throw-away RSA key and self-signed certificate, made by the system's openssl. */
function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-saml-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=test-idp',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (err) {
    throw new Error(`openssl is needed for the SAML tests: ${String(err)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const xmlEscape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function attributeStatement(attributes: Record<string, string[]>): string {
  const attrs = Object.entries(attributes).map(
    ([name, values]) =>
      `<saml:Attribute Name="${xmlEscape(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
        .map((v) => `<saml:AttributeValue xsi:type="xs:string">${xmlEscape(v)}</saml:AttributeValue>`)
        .join('')}</saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${attrs.join('')}</saml:AttributeStatement>`;
}

/** The id of the AuthnRequest carried by a redirect-binding sign-in URL. */
export function requestIdOf(loginUrl: string): string {
  const raw = new URL(loginUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(raw, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('no request id in the SAMLRequest');
  return id;
}

export type Tweaks = {
  audience?: string;
  recipient?: string;
  /** Minutes from now for NotOnOrAfter (negative = already expired). */
  validForMinutes?: number;
  /** Sign the whole message instead of the assertion (the assertion itself unsigned). */
  unsignedAssertion?: boolean;
};

/**
 * A real SAML identity provider (`samlify` in its IdP role): it reads Wilco's SP metadata and
 * answers an AuthnRequest with a signed response, as a browser would post it to the ACS.
 */
export function createSamlIdp(entityId = 'https://idp.saml.test/metadata') {
  const { key, cert } = selfSigned();
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: key,
    signingCert: cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT, Location: 'https://idp.saml.test/sso' }],
  });

  return {
    metadata: idp.getMetadata(),
    async respond(
      spMetadata: string,
      loginUrl: string,
      user: { email: string; attributes?: Record<string, string[]> },
      tweaks: Tweaks = {},
    ): Promise<string> {
      const metadata = tweaks.unsignedAssertion
        ? spMetadata.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"')
        : spMetadata;
      const sp = samlify.ServiceProvider({ metadata });
      const requestId = requestIdOf(loginUrl);
      const now = new Date();
      const until = new Date(now.getTime() + (tweaks.validForMinutes ?? 5) * 60_000).toISOString();
      const issued =
        tweaks.validForMinutes !== undefined && tweaks.validForMinutes < 0
          ? new Date(now.getTime() + (tweaks.validForMinutes - 5) * 60_000)
          : now;
      const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
      const { context } = await idp.createLoginResponse(
        sp,
        { extract: { request: { id: requestId } } },
        'post',
        user,
        (template: string) => {
          const id = `_${Math.random().toString(36).slice(2)}`;
          return {
            id,
            // Values are escaped by replaceTagsByValue, so the attribute XML goes in first.
            context: samlify.SamlLib.replaceTagsByValue(
              template.replace(
                '{AttributeStatement}',
                attributeStatement({ email: [user.email], ...user.attributes }),
              ),
              {
                ID: id,
                AssertionID: `_a${Math.random().toString(36).slice(2)}`,
                Destination: acs,
                Audience: tweaks.audience ?? sp.entityMeta.getEntityID(),
                SubjectRecipient: tweaks.recipient ?? acs,
                Issuer: entityId,
                IssueInstant: issued.toISOString(),
                StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
                ConditionsNotBefore: issued.toISOString(),
                ConditionsNotOnOrAfter: until,
                SubjectConfirmationDataNotOnOrAfter: until,
                NameIDFormat: EMAIL_FORMAT,
                NameID: user.email,
                InResponseTo: requestId,
                AuthnStatement: '',
              },
            ),
          };
        },
      );
      return context;
    },
  };
}
