import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@fees/shared-ui';
import { FamiliesPage } from './students/families-list/families-page';
import { FamilyEditPage } from './students/family-page/family-edit-page';
import { FamilyPage } from './students/family-page/family-page';
import { FamilyStatementPage } from './students/family-statement/family-statement-page';
import { StudentEditPage } from './students/student-form/student-edit-page';
import { StudentImportPage } from './students/student-import/student-import-page';
import { StudentPage } from './students/student-page/student-page';
import { StudentPlanPage } from './students/student-plan/student-plan-page';
import { StudentRegisterPage } from './students/student-form/student-register-page';
import { StatementPage } from './students/statement/statement-page';
import { StudentsPage } from './students/students-list/students-page';

/** Exposed as `./routes`: this remote's whole URL space, matched against the full path. */
export default function StudentsRoutes() {
  return (
    <Routes>
      <Route path="students" element={<StudentsPage />} />
      <Route path="students/register" element={<StudentRegisterPage />} />
      <Route path="students/import" element={<StudentImportPage />} />
      <Route path="students/families" element={<FamiliesPage />} />
      <Route path="students/families/:familyId" element={<FamilyPage />} />
      <Route path="students/families/:familyId/edit" element={<FamilyEditPage />} />
      <Route path="students/families/:familyId/statement" element={<FamilyStatementPage />} />
      <Route path="students/:studentId" element={<StudentPage />} />
      <Route path="students/:studentId/edit" element={<StudentEditPage />} />
      <Route path="students/:studentId/statement" element={<StatementPage />} />
      <Route path="students/:studentId/plan" element={<StudentPlanPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
