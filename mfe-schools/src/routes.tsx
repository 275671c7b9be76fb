import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@fees/shared-ui';
import { AuditPage } from './audit/audit-page';
import { ClassroomEditPage } from './classrooms/classroom-form/classroom-edit-page';
import { ClassroomPage } from './classrooms/classroom-page/classroom-page';
import { ClassroomRegisterPage } from './classrooms/classroom-form/classroom-register-page';
import { ClassroomsPage } from './classrooms/classrooms-list/classrooms-page';
import { FeeItemsPage } from './classrooms/fee-items/fee-items-page';
import { SchoolEditPage } from './schools/school-form/school-edit-page';
import { SchoolRegisterPage } from './schools/school-form/school-register-page';
import { PlanPage } from './schools/payment-plan/plan-page';
import { SchoolPage } from './schools/school-page/school-page';
import { SchoolsPage } from './schools/schools-list/schools-page';
import { RemindersPage } from './schools/reminders/reminders-page';
import { LateFeePage } from './schools/late-fee/late-fee-page';
import { SiblingDiscountPage } from './schools/sibling-discount/sibling-discount-page';
import { StaffPage } from './staff/staff-page';

/** Exposed as `./routes`: this remote's whole URL space, matched against the full path. */
export default function SchoolsRoutes() {
  return (
    <Routes>
      <Route path="schools" element={<SchoolsPage />} />
      <Route path="schools/register" element={<SchoolRegisterPage />} />
      <Route path="schools/:schoolId" element={<SchoolPage />} />
      <Route path="schools/:schoolId/edit" element={<SchoolEditPage />} />
      <Route path="schools/:schoolId/staff" element={<StaffPage />} />
      <Route path="schools/:schoolId/audit" element={<AuditPage />} />
      <Route path="schools/:schoolId/sibling-discount" element={<SiblingDiscountPage />} />
      <Route path="schools/:schoolId/plan" element={<PlanPage />} />
      <Route path="schools/:schoolId/reminders" element={<RemindersPage />} />
      <Route path="schools/:schoolId/late-fee" element={<LateFeePage />} />
      <Route path="classrooms" element={<ClassroomsPage />} />
      <Route path="classrooms/register" element={<ClassroomRegisterPage />} />
      <Route path="classrooms/:classId" element={<ClassroomPage />} />
      <Route path="classrooms/:classId/edit" element={<ClassroomEditPage />} />
      <Route path="classrooms/:classId/fee-items" element={<FeeItemsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
