import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;

/** SQL of the users table and the lists that make up a User (favourites and active enrolments). */
export function createUsersRepository(db: Kysely<Database>) {
  // What every signed-in `GET /users/self` runs (a User is these three reads), compiled once (ADR 0064).
  const userById = preparedQuery(db, 1, (id: string) =>
    db.selectFrom('users').selectAll().where('id', '=', id),
  );
  const favoritesOf = preparedQuery(db, 1, (userId: string) =>
    db
      .selectFrom('favorites')
      .select('course_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc'),
  );
  const activeEnrollmentsOf = preparedQuery(db, 2, (userId: string, now: number) =>
    db
      .selectFrom('enrollments')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('enrolled_at', 'desc'),
  );
  return {
    findById: async (id: string): Promise<UserRow | undefined> => (await userById(id))[0],
    findByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst(),
    findByGoogleSub: (sub: string) =>
      db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst(),

    async insert(row: NewUserRow): Promise<void> {
      await db.insertInto('users').values(row).execute();
    },

    async update(id: string, changes: UserChanges): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    async favoriteCourseIds(userId: string): Promise<string[]> {
      return (await favoritesOf(userId)).map((row) => row.course_id);
    },

    /** D14: an expired enrolment counts as not enrolled. */
    async activeEnrollmentCourseIds(userId: string, now: number): Promise<string[]> {
      return (await activeEnrollmentsOf(userId, now)).map((row) => row.course_id);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
