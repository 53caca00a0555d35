import { MissionPage } from '@/features/tasks';

export default function OtherMissionPage() {
  return <MissionPage />;
}
