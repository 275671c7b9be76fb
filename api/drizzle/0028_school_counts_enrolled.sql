-- A school's count of students is its enrolled ones (docs/terms.md#a-students-figures); it counted
-- its leavers too. Its money still holds every student's, leavers' included, and does not change.
UPDATE "schools" SET "no_of_students" = (
	SELECT count(*) FROM "students"
	WHERE "students"."school_id" = "schools"."id" AND "students"."enrolment" = 'enrolled'
);
