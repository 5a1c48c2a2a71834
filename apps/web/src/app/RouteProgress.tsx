import { theme } from 'antd';
import { useNavigation } from 'react-router';
import './RouteProgress.css';

/** A slim bar at the top of the window while the router loads the next page (its lazy chunk, its data). */
export function RouteProgress() {
  const navigation = useNavigation();
  const { token } = theme.useToken();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" style={{ background: token.colorPrimary }} />;
}
