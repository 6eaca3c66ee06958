import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { API_PATH, type QualificationService, type QualificationStatus } from './records';

/** The services and statuses of data qualification; they change with a release only. */
export const useQualificationServices = () =>
  useQuery({ queryKey: ['data-qualification-services'], queryFn: () => apiFetch<QualificationService[]>(`${API_PATH}/services`), staleTime: Infinity });

export const useQualificationStatuses = () =>
  useQuery({ queryKey: ['data-qualification-statuses'], queryFn: () => apiFetch<QualificationStatus[]>(`${API_PATH}/status`), staleTime: Infinity });
