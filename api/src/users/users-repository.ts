import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/accounts';

export async function updateProfile(
  db: Queryable,
  userId: string,
  values: { firstname: string; lastname: string; phone: string },
) {
  const [row] = await db
    .update(users)
    .set({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      phone: values.phone.trim(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
