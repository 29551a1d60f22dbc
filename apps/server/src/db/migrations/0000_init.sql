CREATE TYPE "public"."attempt_status" AS ENUM('not_attempted', 'attempting', 'incomplete', 'paused', 'correct', 'incorrect', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."attempt_type" AS ENUM('voice', 'chat', 'text');--> statement-breakpoint
CREATE TYPE "public"."course_kind" AS ENUM('course', 'featured');--> statement-breakpoint
CREATE TYPE "public"."publish_state" AS ENUM('draft', 'published', 'scheduled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."queue_display" AS ENUM('SCENARIO_ID', 'SCENARIO_TITLE');--> statement-breakpoint
CREATE TYPE "public"."scoring_type" AS ENUM('points');--> statement-breakpoint
CREATE TYPE "public"."script_status" AS ENUM('draft', 'review', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."simulation_status" AS ENUM('connecting', 'active', 'completed', 'abandoned');--> statement-breakpoint
CREATE TYPE "public"."simulation_type" AS ENUM('voice', 'chat');--> statement-breakpoint
CREATE TYPE "public"."turn_role" AS ENUM('persona', 'user', 'system');--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"maintenance_notice" text,
	"announcement" text,
	"sidebar_routes" jsonb,
	"css" text,
	"logo" text,
	"primary_course_id" integer,
	"mfa_required" boolean DEFAULT false NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_tenant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_short_code" text NOT NULL,
	"display_name" text NOT NULL,
	"state_or_region" text,
	"county_or_township" text,
	"zip_code" text,
	"country_code_iso" char(3),
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"refresh_token_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_refresh_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" "inet",
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_name" text,
	"first_name" text,
	"last_name" text,
	"display_name" text NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"exam_date" timestamp,
	"welcome_saved" boolean DEFAULT false NOT NULL,
	"recording_acknowledged" boolean DEFAULT false NOT NULL,
	"subscription_end_date" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"unlimited_simulation_time" boolean DEFAULT false NOT NULL,
	"max_simulation_minutes" integer,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"mfa_required" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"area_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_course_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "course_kind" DEFAULT 'course' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_examples" (
	"question_example_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_examples_question_example_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"example" text NOT NULL,
	"reasoning" text DEFAULT '' NOT NULL,
	"subanswer_examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"question_name" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"point_threshold" integer NOT NULL,
	"scoring_type" "scoring_type" DEFAULT 'points' NOT NULL,
	"contexts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"beta" boolean DEFAULT false NOT NULL,
	"difficulty" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_questions_quiz_id_question_id_pk" PRIMARY KEY("quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"quiz_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_quiz_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"publish_state" "publish_state" DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subanswers" (
	"subanswer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subanswers_subanswer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"subanswer" text NOT NULL,
	"normalized_subanswer" text NOT NULL,
	"points" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_turns" (
	"turn_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_turns_turn_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_attempt_id" integer,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"question_id" integer,
	"turn_index" integer NOT NULL,
	"role" "turn_role" NOT NULL,
	"text" text NOT NULL,
	"audio_location" text,
	"assessments" jsonb,
	"points" jsonb,
	"response_meta" jsonb,
	"terminate" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"event_log_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_log_event_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"event_timestamp" timestamp with time zone NOT NULL,
	"user_email" text,
	"user_role" text,
	"course_id" integer,
	"area_id" integer,
	"quiz_id" integer,
	"quiz_attempt_id" integer,
	"question_id" integer,
	"quiz_format" text,
	"question_outcome" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"feedback_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"quiz_attempt_id" integer,
	"question_attempt_id" integer,
	"question_id" integer,
	"feedback" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_attempts" (
	"question_attempt_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_attempts_question_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attempt_status" "attempt_status" DEFAULT 'not_attempted' NOT NULL,
	"points_earned" integer,
	"points_possible" integer,
	"feedback" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"quiz_attempt_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_quiz_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer,
	"course_id" integer,
	"area_id" integer,
	"attempt_type" "attempt_type" DEFAULT 'voice' NOT NULL,
	"score" real,
	"completed" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"question_set" text DEFAULT 'All' NOT NULL,
	"date_started" timestamp with time zone DEFAULT now() NOT NULL,
	"date_completed" timestamp with time zone,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcriptions" (
	"transcription_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcriptions_transcription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"question_attempt_id" integer,
	"original_transcription" text NOT NULL,
	"modified_transcription" text NOT NULL,
	"stt_provider" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_queue" (
	"script_queue_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_queue_script_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"script_id" integer NOT NULL,
	"playlist_order" integer NOT NULL,
	"group_key" text,
	"queue_display" "queue_display" DEFAULT 'SCENARIO_ID' NOT NULL,
	"completed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_turns" (
	"script_turn_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_turns_script_turn_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"script_id" integer NOT NULL,
	"order" integer NOT NULL,
	"section" text,
	"input" text DEFAULT '' NOT NULL,
	"output" text DEFAULT '' NOT NULL,
	"flag" text DEFAULT 'Normal' NOT NULL,
	"response_type" text DEFAULT 'Normal' NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"output_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annotation" text,
	"script_input_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"script_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scripts_script_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"tenant_script_id" integer NOT NULL,
	"name" text NOT NULL,
	"big_picture" text DEFAULT '' NOT NULL,
	"outbound" boolean DEFAULT false NOT NULL,
	"practice" boolean DEFAULT false NOT NULL,
	"rubric_id" integer DEFAULT 2 NOT NULL,
	"status" "script_status" DEFAULT 'draft' NOT NULL,
	"version" text DEFAULT '1.0.0' NOT NULL,
	"script_type" text DEFAULT 'voice' NOT NULL,
	"conversation_display_name" text,
	"conversation_context" text,
	"language" jsonb,
	"caller_profile" jsonb,
	"selected_voice_profiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"bg_audio" jsonb,
	"scored_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deep_link" text,
	"show_skipped" boolean DEFAULT false NOT NULL,
	"show_model_simulation" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"sim_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulations_sim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"tenant_sim_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"script_id" integer,
	"script_queue_id" integer,
	"simulation_type" "simulation_type" NOT NULL,
	"status" "simulation_status" DEFAULT 'connecting' NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_completed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"incident_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_examples" ADD CONSTRAINT "question_examples_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("quiz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subanswers" ADD CONSTRAINT "subanswers_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_question_attempt_id_question_attempts_question_attempt_id_fk" FOREIGN KEY ("question_attempt_id") REFERENCES "public"."question_attempts"("question_attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_quiz_attempt_id_quiz_attempts_quiz_attempt_id_fk" FOREIGN KEY ("quiz_attempt_id") REFERENCES "public"."quiz_attempts"("quiz_attempt_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_question_attempt_id_question_attempts_question_attempt_id_fk" FOREIGN KEY ("question_attempt_id") REFERENCES "public"."question_attempts"("question_attempt_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_attempts" ADD CONSTRAINT "question_attempts_quiz_attempt_id_quiz_attempts_quiz_attempt_id_fk" FOREIGN KEY ("quiz_attempt_id") REFERENCES "public"."quiz_attempts"("quiz_attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_attempts" ADD CONSTRAINT "question_attempts_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("quiz_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_question_attempt_id_question_attempts_question_attempt_id_fk" FOREIGN KEY ("question_attempt_id") REFERENCES "public"."question_attempts"("question_attempt_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_queue" ADD CONSTRAINT "script_queue_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_queue" ADD CONSTRAINT "script_queue_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_queue" ADD CONSTRAINT "script_queue_script_id_scripts_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("script_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_turns" ADD CONSTRAINT "script_turns_script_id_scripts_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("script_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_script_id_scripts_script_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("script_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_script_queue_id_script_queue_script_queue_id_fk" FOREIGN KEY ("script_queue_id") REFERENCES "public"."script_queue"("script_queue_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_name_uq" ON "roles" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_short_code_uq" ON "tenants" USING btree ("tenant_short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "areas_course_idx" ON "areas" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_tenant_idx" ON "courses" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "question_examples_question_idx" ON "question_examples" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_tenant_idx" ON "questions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_question_idx" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quizzes_area_idx" ON "quizzes" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "quizzes_tenant_idx" ON "quizzes" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "subanswers_question_idx" ON "subanswers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "conversation_turns_attempt_idx" ON "conversation_turns" USING btree ("question_attempt_id","turn_index");--> statement-breakpoint
CREATE INDEX "event_log_tenant_idx" ON "event_log" USING btree ("tenant_id","event_log_id");--> statement-breakpoint
CREATE INDEX "feedback_tenant_date_idx" ON "feedback" USING btree ("tenant_id","date_created");--> statement-breakpoint
CREATE UNIQUE INDEX "question_attempts_attempt_position_uq" ON "question_attempts" USING btree ("quiz_attempt_id","position");--> statement-breakpoint
CREATE INDEX "question_attempts_question_idx" ON "question_attempts" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_quiz_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_tenant_idx" ON "quiz_attempts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "transcriptions_attempt_idx" ON "transcriptions" USING btree ("question_attempt_id");--> statement-breakpoint
CREATE INDEX "script_queue_user_idx" ON "script_queue" USING btree ("user_id","playlist_order");--> statement-breakpoint
CREATE UNIQUE INDEX "script_turns_order_uq" ON "script_turns" USING btree ("script_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "scripts_tenant_number_uq" ON "scripts" USING btree ("tenant_id","tenant_script_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scripts_deep_link_uq" ON "scripts" USING btree ("deep_link");--> statement-breakpoint
CREATE UNIQUE INDEX "simulations_tenant_number_uq" ON "simulations" USING btree ("tenant_id","tenant_sim_id");--> statement-breakpoint
CREATE INDEX "simulations_user_idx" ON "simulations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "incidents_date_idx" ON "incidents" USING btree ("date_created");