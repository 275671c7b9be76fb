import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { queryClient } from '../queries/query-client';
import { SCHOOL_SCOPED_KEYS } from '../queries/query-keys';

export interface CurrentSchoolState {
  schoolId: string | null;
  /** Choosing another school reloads its classrooms, students and payments: nothing stale shows. */
  setSchoolId(schoolId: string | null): void;
}

export const CURRENT_SCHOOL_KEY = 'fees-manager:current-school';

export const useCurrentSchoolStore = create<CurrentSchoolState>()(
  persist(
    (set, get) => ({
      schoolId: null,
      setSchoolId(schoolId) {
        if (get().schoolId === schoolId) return;
        set({ schoolId });
        for (const queryKey of SCHOOL_SCOPED_KEYS) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    {
      name: CURRENT_SCHOOL_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ schoolId }) => ({ schoolId }),
    },
  ),
);
