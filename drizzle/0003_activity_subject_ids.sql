ALTER TABLE "activities" ALTER COLUMN "details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_subject_or_details" CHECK ("activities"."subject" is not null or "activities"."details" is not null);--> statement-breakpoint
-- Hand-written data conversion (issue 21); keep it if this migration is regenerated.
-- Until now module reads and chat conversations were counted by matching these exact titles in
-- "details". Each known title becomes its id in "subject", and "details" is cleared so the list
-- shows the catalogue's current title. Rows with any other text keep it and are not counted.
UPDATE "activities" SET "subject" = "old"."subject", "details" = NULL
FROM (VALUES
  ('resource', 'Read the module “Understanding Stress Responses”', 'stress-responses'),
  ('resource', 'Read the module “The Sleep–Mood Connection”', 'sleep-mood-connection'),
  ('resource', 'Read the module “Healthy Communication”', 'healthy-communication'),
  ('resource', 'Read the module “Managing Work Stress”', 'work-stress'),
  ('resource', 'Read the module “Exercise and Mental Health”', 'exercise-mental-health'),
  ('resource', 'Read the module “Anger Management”', 'anger-management'),
  ('chat', 'Talked about Stress & Anxiety', 'stress'),
  ('chat', 'Talked about Work & Career', 'work'),
  ('chat', 'Talked about Relationships', 'relationships'),
  ('chat', 'Talked about Identity & Purpose', 'identity'),
  ('chat', 'Talked about Emotions', 'emotions'),
  ('chat', 'Talked about Something Else', 'other')
) AS "old" ("type", "details", "subject")
WHERE "activities"."type" = "old"."type" AND "activities"."details" = "old"."details";
