CREATE TABLE "review_turn_cards" (
	"review_turn_card_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_turn_cards_review_turn_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"script_id" integer NOT NULL,
	"turn_order" integer NOT NULL,
	"fsrs_due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_turn_logs" (
	"review_turn_log_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_turn_logs_review_turn_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"script_id" integer NOT NULL,
	"turn_order" integer NOT NULL,
	"sim_id" integer,
	"rating" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_turn_cards" ADD CONSTRAINT "review_turn_cards_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_turn_cards" ADD CONSTRAINT "review_turn_cards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_turn_cards" ADD CONSTRAINT "review_turn_cards_script_id_scripts_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("script_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_turn_logs" ADD CONSTRAINT "review_turn_logs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_turn_logs" ADD CONSTRAINT "review_turn_logs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_turn_logs" ADD CONSTRAINT "review_turn_logs_script_id_scripts_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("script_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_turn_logs" ADD CONSTRAINT "review_turn_logs_sim_id_simulations_sim_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."simulations"("sim_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_turn_cards_user_turn_uq" ON "review_turn_cards" USING btree ("user_id","script_id","turn_order");--> statement-breakpoint
CREATE INDEX "review_turn_cards_tenant_idx" ON "review_turn_cards" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_turn_logs_sim_turn_uq" ON "review_turn_logs" USING btree ("sim_id","turn_order");--> statement-breakpoint
CREATE INDEX "review_turn_logs_user_idx" ON "review_turn_logs" USING btree ("user_id");