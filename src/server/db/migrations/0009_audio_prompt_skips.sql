CREATE TABLE "audio_prompt_skips" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"prompt_key" text NOT NULL,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_prompt_skips_user_id_language_prompt_key_pk" PRIMARY KEY("user_id","language","prompt_key")
);
