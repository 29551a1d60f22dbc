ALTER TABLE "quizzes" ADD COLUMN "everyone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 026: an empty role list used to mean "everyone"; those quizzes stay open to everyone.
UPDATE "quizzes" SET "everyone" = true WHERE cardinality("roles") = 0;
