// Stand-in until this feature's screens are built (issues 5 and 6); shows the route's title.
export { PlaceholderScreen as Component } from '../../../components/ui/placeholder-screen';
