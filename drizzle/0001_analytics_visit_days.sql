CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"uniques" integer DEFAULT 0 NOT NULL
);
