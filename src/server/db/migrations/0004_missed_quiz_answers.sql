CREATE TABLE "missed_quiz_answers" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"item_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"missed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missed_quiz_answers_user_id_language_item_id_pk" PRIMARY KEY("user_id","language","item_id")
);
