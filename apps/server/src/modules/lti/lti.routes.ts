import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';

const LoginParamsSchema = z
  .object({
    iss: z.string().max(1000).optional(),
    login_hint: z.string().max(2000).optional(),
    target_link_uri: z.string().max(2000).optional(),
    lti_message_hint: z.string().max(4000).optional(),
    client_id: z.string().max(500).optional(),
    lti_deployment_id: z.string().max(500).optional(),
  })
  .loose();
const LaunchBodySchema = z
  .object({ id_token: z.string().max(20_000).optional(), state: z.string().max(200).optional() })
  .loose();
const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** Where the platform posts the id_token back: this server, as the browser reached it. */
export const launchUrlOf = (req: FastifyRequest) => `${req.protocol}://${req.host}/lti/launch`;

/**
 * The LTI 1.3 protocol endpoints (docs/product/integrations.md, "LTI 1.3"). They answer platforms
 * and browsers, not the app: public by nature, each checks what the protocol asks of it.
 */
export async function ltiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lti'];
  const config = { access: 'public' } as const;
  // Platforms post forms (OIDC form_post); no other route here takes a body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const login = async (params: z.infer<typeof LoginParamsSchema>, req: FastifyRequest) =>
    app.lti.launches.login(params, launchUrlOf(req));
  const loginSchema = {
    tags,
    summary: 'Third-party-initiated OIDC login: redirects to the platform',
    response: { 302: z.null(), ...errorResponses(400, 403) },
  };

  r.get(
    '/lti/login',
    { schema: { ...loginSchema, querystring: LoginParamsSchema }, config },
    async (req, reply) => reply.redirect(await login(req.query, req), 302),
  );
  r.post('/lti/login', { schema: { ...loginSchema, body: LoginParamsSchema }, config }, async (req, reply) =>
    reply.redirect(await login(req.body, req), 302),
  );

  r.post(
    '/lti/launch',
    {
      schema: {
        tags,
        summary: 'The id_token of a launch: checked, the user signed in, then on to /widget',
        body: LaunchBodySchema,
        response: { 302: z.null(), ...errorResponses(400, 401, 403, 502) },
      },
      config,
    },
    async (req, reply) => {
      const { code } = await app.lti.launches.launch(req.body);
      // The frame has no cookie to carry a session: a one-time code in the URL, traded by the
      // widget for the app's tokens (docs/product/integrations.md, "In a frame").
      return reply.redirect(`/widget?lti_code=${encodeURIComponent(code)}`, 302);
    },
  );

  r.get(
    '/lti/jwks',
    { schema: { tags, summary: "The tool's public keys", response: { 200: JwksSchema } }, config },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.lti.keys.jwks();
    },
  );
}
