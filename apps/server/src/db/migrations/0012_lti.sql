CREATE TABLE "lti_grade_outbox" (
	"outbox_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lti_grade_outbox_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_key" text NOT NULL,
	"platform_id" integer NOT NULL,
	"lineitem_url" text NOT NULL,
	"sub" text NOT NULL,
	"score_given" real NOT NULL,
	"score_maximum" real NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk_sealed" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_launches" (
	"launch_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lti_launches_launch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sub" text NOT NULL,
	"deployment_id" text NOT NULL,
	"message_type" text NOT NULL,
	"context_id" text,
	"context_title" text,
	"resource_link_id" text,
	"target" jsonb,
	"lineitem_url" text,
	"ags_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"nrps_url" text,
	"deep_linking" jsonb,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_used_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"platform_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lti_platforms_platform_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"auth_login_url" text NOT NULL,
	"token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_users" (
	"platform_id" integer NOT NULL,
	"sub" text NOT NULL,
	"user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_grade_outbox" ADD CONSTRAINT "lti_grade_outbox_platform_id_lti_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_platform_id_lti_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_logins" ADD CONSTRAINT "lti_logins_platform_id_lti_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_platform_id_lti_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_outbox_attempt_uq" ON "lti_grade_outbox" USING btree ("attempt_key");--> statement-breakpoint
CREATE INDEX "lti_grade_outbox_due_idx" ON "lti_grade_outbox" USING btree ("next_try_at") WHERE "lti_grade_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_launches_code_uq" ON "lti_launches" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "lti_launches_user_idx" ON "lti_launches" USING btree ("user_id","date_created");--> statement-breakpoint
CREATE INDEX "lti_logins_expires_idx" ON "lti_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_uq" ON "lti_platforms" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_users_platform_sub_uq" ON "lti_users" USING btree ("platform_id","sub");--> statement-breakpoint
CREATE INDEX "lti_users_user_idx" ON "lti_users" USING btree ("user_id");