import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE, TenantSettingsSchema, TenantSettingsUpdateSchema, type TenantSettings } from '@wilco/shared';
import { badRequest, unauthorized } from '../../lib/http-errors';
import type { SettingsRow } from './settings.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403);
const tenantOf = (req: FastifyRequest) => {
  if (!req.auth) throw unauthorized();
  return req.auth.tenantId;
};

function toSettings(row: SettingsRow | null): TenantSettings {
  return {
    css: row?.css ?? null,
    logo: row?.logo ?? null,
    maintenance_mode: row?.maintenance_mode ?? false,
    maintenance_notice: row?.maintenance_notice ?? null,
    announcement: row?.announcement ?? null,
    mfa_required: row?.mfa_required ?? false,
    primary_course_id: row?.primary_course_id ?? null,
    assessor: row?.assessor ?? 'rubric',
  };
}

/**
 * Admin switches per tenant: branding (css, logo; docs/product/administration.md, "Branding"), maintenance
 * toggle and notice, announcement, MFA, primary course, assessor.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = app.settingsRepo;
  const admin = { access: [ROLE.Admin] } as const;
  const tags = ['admin'];

  r.get(
    '/settings',
    {
      schema: { tags, summary: 'Tenant settings', response: { 200: TenantSettingsSchema, ...errors } },
      config: admin,
    },
    async (req) => toSettings(await repo.find(tenantOf(req))),
  );

  r.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change tenant settings',
        body: TenantSettingsUpdateSchema,
        response: { 200: TenantSettingsSchema, ...errors },
      },
      config: admin,
    },
    async (req) => {
      const tenantId = tenantOf(req);
      const primary = req.body.primary_course_id;
      // Home would silently fall back to the first course; tell the admin instead.
      if (primary != null && !(await repo.isCourseOf(tenantId, primary)))
        throw badRequest('primary_course_id is not a course of this tenant');
      return toSettings(await repo.update(tenantId, req.body));
    },
  );
}
