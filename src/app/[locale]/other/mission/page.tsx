import { MissionPage } from '@/features/tasks/components/mission-page';

export default function OtherMissionPage() {
  return <MissionPage />;
}
