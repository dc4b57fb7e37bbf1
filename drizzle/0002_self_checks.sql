CREATE TABLE "self_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"answers" smallint[] NOT NULL,
	"score" smallint NOT NULL,
	"difficulty" smallint,
	"taken_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "self_checks" ADD CONSTRAINT "self_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_checks_user_client_key" ON "self_checks" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "self_checks_user_taken_idx" ON "self_checks" USING btree ("user_id","taken_at");