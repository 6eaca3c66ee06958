import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { apiFetch } from '@/lib/api-client';
import { API_PATH, type QualificationService, type QualificationStatus } from './records';

/** The services and statuses of data qualification; they change with a release only. */
export const useQualificationServices = () =>
  useQuery({
    queryKey: queryKeys.qualificationServices,
    queryFn: () => apiFetch<QualificationService[]>(`${API_PATH}/services`),
    staleTime: Infinity,
  });

export const useQualificationStatuses = () =>
  useQuery({
    queryKey: queryKeys.qualificationStatuses,
    queryFn: () => apiFetch<QualificationStatus[]>(`${API_PATH}/status`),
    staleTime: Infinity,
  });
