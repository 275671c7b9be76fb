import { queryClient, schoolQueryOptions, type DataSource } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';

/**
 * Holds the school as a viewer's browser would: the API answers each member with their own role,
 * while the guest owns every demo school (and the demo has no viewer to act as).
 */
export async function holdAsViewer(source: DataSource, schoolId: string): Promise<void> {
  const held: School = { ...(await source.get('schools', schoolId)), role: 'viewer' };
  queryClient.setQueryData(schoolQueryOptions(held._id).queryKey, held);
}
