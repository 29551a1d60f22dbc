ALTER TABLE "tenants" ADD COLUMN "parent_tenant_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_parent_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("parent_tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_parent_idx" ON "tenants" USING btree ("parent_tenant_id");