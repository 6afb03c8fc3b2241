CREATE TABLE "auth_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"user_id" uuid,
	"actor" text NOT NULL,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"retires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_audit_log_created_idx" ON "auth_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_audit_log_event_idx" ON "auth_audit_log" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "auth_audit_log_user_idx" ON "auth_audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_signing_keys_one_current" ON "auth_signing_keys" USING btree ("state") WHERE "auth_signing_keys"."state" = 'current';