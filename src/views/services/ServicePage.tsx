import UpcomingPage from '../shell/UpcomingPage';

export default UpcomingPage;
