CREATE TABLE "script_versions" (
	"script_version_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_versions_script_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"script_id" integer NOT NULL,
	"version" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" integer,
	"date_published" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "script_version" text;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_script_id_scripts_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("script_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_published_by_users_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "script_versions_script_version_uq" ON "script_versions" USING btree ("script_id","version");--> statement-breakpoint
-- Scenarios published before versions existed get their current content as their first version,
-- so learners go on playing them (docs/product/scenario-builder.md, "Lifecycle and versions").
INSERT INTO "script_versions" ("script_id", "version", "document", "date_published")
SELECT s."script_id", s."version",
  (to_jsonb(s) - 'script_id' - 'tenant_id' - 'tenant_script_id' - 'created_by' - 'date_created' - 'date_modified' - 'revision')
  || jsonb_build_object('script_turns', coalesce((
    SELECT jsonb_agg(to_jsonb(t) - 'script_turn_id' - 'script_id' - 'order' ORDER BY t."order")
    FROM "script_turns" t WHERE t."script_id" = s."script_id"), '[]'::jsonb)),
  s."date_modified"
FROM "scripts" s WHERE s."status" = 'published';--> statement-breakpoint
-- The builder's sidebar entry for Admins and Authors of existing tenants.
UPDATE "settings" SET "sidebar_routes" = (
  SELECT jsonb_object_agg(e.role, CASE
    WHEN e.role IN ('Admin', 'Author') AND NOT e.items @> '[{"to": "/ScenarioAdmin"}]'::jsonb
    THEN e.items || '[{"to": "/ScenarioAdmin", "title": "Scenario Admin", "icon": "record_voice_over"}]'::jsonb
    ELSE e.items END)
  FROM jsonb_each("settings"."sidebar_routes") AS e(role, items))
WHERE "sidebar_routes" IS NOT NULL AND jsonb_typeof("sidebar_routes") = 'object';
