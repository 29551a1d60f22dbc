import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

export type IdpMetadata = { entityId: string; ssoUrl: string; certs: string[] };

export class MetadataError extends Error {}

/**
 * What the SP needs from an IdP's metadata (docs/product/administration.md, "Single sign-on"): its
 * entity id, its single sign-on address (redirect binding preferred) and its signing certificates.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  let doc: Document;
  try {
    doc = new DOMParser({
      errorHandler: {
        warning: () => undefined,
        error: () => undefined,
        fatalError: (m: string) => {
          throw new MetadataError(m);
        },
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    throw new MetadataError('The IdP metadata is not valid XML');
  }
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entity || !idp) throw new MetadataError('The IdP metadata has no IDPSSODescriptor');
  const entityId = entity.getAttribute('entityID');
  if (!entityId) throw new MetadataError('The IdP metadata has no entityID');

  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const service =
    services.find((s) => s.getAttribute('Binding') === REDIRECT) ??
    services.find((s) => s.getAttribute('Binding') === POST);
  const ssoUrl = service?.getAttribute('Location');
  if (!ssoUrl) throw new MetadataError('The IdP metadata has no SingleSignOnService location');
  // The browser is sent there to sign in.
  if (!/^https?:\/\//i.test(ssoUrl))
    throw new MetadataError(
      'The IdP metadata names a SingleSignOnService location that is not an http(s) address',
    );

  const certs = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  if (certs.length === 0) throw new MetadataError('The IdP metadata has no signing certificate');
  return { entityId, ssoUrl, certs };
}
